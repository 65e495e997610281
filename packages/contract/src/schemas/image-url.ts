import { text } from './text';

/**
 * An image of this site or of an https host; never a script or data URL. On its own so that the
 * settings schemas (the app icon of the download links) and the content schemas share it without
 * importing each other.
 */
export const imageUrlSchema = text(500)
  .trim()
  .regex(/^(\/(?!\/)|https:\/\/)[^\s"'<>\\]*$/, 'a path of this site or an https address');
