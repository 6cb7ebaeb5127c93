import type messages from "../../locales/en-US/messages.json";
import { namespaceText, translatorHook } from "../../shared/i18n/namespace-text.ts";

export const messagesText = namespaceText<typeof messages>("messages");
export const useMessagesT = translatorHook(messagesText);
