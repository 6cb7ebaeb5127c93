/**
 * SPEC §5: an uploaded image (a logo, a seal, a photo, an attachment) is at most 3M. A module of
 * its own, without schemas: a page that only checks the size loads no zod (docs/measurement.md).
 */
export const COMPANY_IMAGE_MAX_BYTES = 3 * 1024 * 1024;
