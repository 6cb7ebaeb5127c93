// Feedback (SPEC §3, §5, §9): area 2–20 characters, user name 2–50, a category, content 10–200
// and at least one screenshot (an uploaded image of at most 3M). Shared by the server's
// validation and the web form; every error is a translation key.
import { z } from "zod";

export const FEEDBACK_CATEGORIES = ["design", "renderings", "calculation", "other"] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** The page a feedback was sent from. */
export const FEEDBACK_SOURCES = ["feedback", "suggestion"] as const;
export const FEEDBACK_DEVICES = ["desktop", "mobile"] as const;

export const FEEDBACK_LIMITS = {
  area: { min: 2, max: 20 },
  userName: { min: 2, max: 50 },
  content: { min: 10, max: 200 },
  screenshots: { min: 1, max: 6 },
  reply: { min: 1, max: 500 },
} as const;

/** An uploaded file's key, as the upload answered it. */
export const fileKeySchema = z
  .string({ error: "validation.file_invalid" })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, {
    error: "validation.file_invalid",
  });

const between = (min: number, max: number, key: string) =>
  z.string({ error: key }).trim().min(min, { error: key }).max(max, { error: key });

export const feedbackFormSchema = z.object({
  area: between(FEEDBACK_LIMITS.area.min, FEEDBACK_LIMITS.area.max, "validation.feedback_area_length"),
  userName: between(
    FEEDBACK_LIMITS.userName.min,
    FEEDBACK_LIMITS.userName.max,
    "validation.feedback_user_name_length",
  ),
  category: z.enum(FEEDBACK_CATEGORIES, { error: "validation.feedback_category_invalid" }),
  content: between(
    FEEDBACK_LIMITS.content.min,
    FEEDBACK_LIMITS.content.max,
    "validation.feedback_content_length",
  ),
  screenshots: z
    .array(fileKeySchema, { error: "validation.feedback_screenshot_required" })
    .min(FEEDBACK_LIMITS.screenshots.min, { error: "validation.feedback_screenshot_required" })
    .max(FEEDBACK_LIMITS.screenshots.max, { error: "validation.feedback_screenshot_count" }),
  source: z.enum(FEEDBACK_SOURCES, { error: "validation.invalid" }),
  device: z.enum(FEEDBACK_DEVICES, { error: "validation.invalid" }),
});
export type FeedbackForm = z.infer<typeof feedbackFormSchema>;

/** An edit of one's own feedback: what it says (where it was sent from stays). */
export const feedbackEditSchema = feedbackFormSchema.omit({ source: true, device: true });

export const feedbackReplySchema = z.object({
  content: between(FEEDBACK_LIMITS.reply.min, FEEDBACK_LIMITS.reply.max, "validation.feedback_reply_length"),
});
