import { COMPANY_IMAGE_MAX_BYTES } from "@fenestra/core/account/upload-limits";

/** The largest photo, MB (SPEC §5: uploads at most 3M). Apart from the schemas: the visit's page reads it. */
export const PHOTO_MAX_MB = COMPANY_IMAGE_MAX_BYTES / 1024 / 1024;
