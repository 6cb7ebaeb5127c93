import type articles from "../../locales/en-US/articles.json";
import { namespaceText, translatorHook } from "../../shared/i18n/namespace-text.ts";

export const articlesText = namespaceText<typeof articles>("articles");
export const useArticlesT = translatorHook(articlesText);
