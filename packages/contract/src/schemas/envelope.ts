import { z } from 'zod';

/** §7 "Response shape generally: success flag, message, errorCode, value." */
export function envelope<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    message: z.string().nullable(),
    errorCode: z.string().nullable(),
    value,
  });
}

export const errorEnvelope = z
  .object({
    success: z.literal(false),
    message: z.string(),
    errorCode: z.string(),
    value: z.unknown().nullable(),
  })
  .meta({
    id: 'ErrorEnvelope',
    description: 'Every failure, in the contract shape (SPEC §7, §8).',
  });
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export interface Envelope<T> {
  success: boolean;
  message: string | null;
  errorCode: string | null;
  value: T;
}
