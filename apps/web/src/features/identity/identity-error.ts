/** A provider's failure with its Firebase-style code (`auth/...`), for the catalogue of §8. */
export class IdentityError extends Error {
  override readonly name = 'IdentityError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
