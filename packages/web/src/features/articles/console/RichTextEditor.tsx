import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from "@ant-design/icons";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Button, Flex, Tooltip } from "antd";
import { type ReactNode, useEffect, useRef } from "react";
import { useArticlesT } from "../i18n.ts";

const HTTP = /^https?:\/\/\S+$/i;

/**
 * The operator's rich-text editor (TipTap): headings, marks, lists, quotes and links. Its HTML goes to the server, whose sanitiser decides what is kept (docs/articles.md).
 * A form field: `value` in, `onChange` out, as antd's Form.Item gives them.
 */
export function RichTextEditor({ value, onChange }: { value?: string; onChange?: (html: string) => void }) {
  const t = useArticlesT();
  // What the editor handed out, newest last: a value coming back is an echo of it (perhaps an older
  // one, rendered after the next keys were typed), never a reason to set the text back.
  const emitted = useRef<string[]>([]);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, protocols: ["http", "https", "mailto"] } }),
    ],
    content: value ?? "",
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? "" : e.getHTML();
      emitted.current.push(html);
      onChange?.(html);
    },
    editorProps: {
      attributes: { "data-testid": "rich-text", style: "min-height: 160px; outline: none" },
    },
  });
  // a form reset (or an article opened to edit) sets the value from outside
  useEffect(() => {
    if (!editor) return;
    const next = value ?? "";
    const echo = emitted.current.lastIndexOf(next);
    if (echo >= 0) {
      // our own text coming back: forget it and what came before it
      emitted.current = emitted.current.slice(echo + 1);
      return;
    }
    emitted.current = [];
    if (next !== (editor.isEmpty ? "" : editor.getHTML()))
      editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      strike: e?.isActive("strike") ?? false,
      heading: e?.isActive("heading", { level: 2 }) ?? false,
      bulletList: e?.isActive("bulletList") ?? false,
      orderedList: e?.isActive("orderedList") ?? false,
      quote: e?.isActive("blockquote") ?? false,
      link: e?.isActive("link") ?? false,
    }),
  });
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const askUrl = (prompt: string): string | null => {
    const url = window.prompt(prompt)?.trim();
    if (!url) return null;
    if (!HTTP.test(url)) {
      window.alert(t("console.toolbar.linkInvalid"));
      return null;
    }
    return url;
  };
  const tool = (key: string, label: string, icon: ReactNode, on: boolean, run: () => void) => (
    <Tooltip title={label} key={key}>
      <Button
        size="small"
        type={on ? "primary" : "text"}
        icon={icon}
        aria-label={label}
        aria-pressed={on}
        data-testid={`rich-${key}`}
        // a press keeps the caret in the text: the editor never loses focus to the toolbar, so
        // keys typed right after the press land in the text (TipTap's focus() comes a frame late)
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      >
        {icon ? null : label}
      </Button>
    </Tooltip>
  );
  const tb = (k: string) => t(`console.toolbar.${k}` as "console.toolbar.bold");
  return (
    <div style={{ border: "1px solid #d9d9d9", borderRadius: 6, background: "#fff" }}>
      <Flex wrap gap={2} style={{ padding: 4, borderBottom: "1px solid #f0f0f0" }}>
        {tool("heading", tb("heading"), null, active?.heading ?? false, () =>
          chain().toggleHeading({ level: 2 }).run(),
        )}
        {tool("bold", tb("bold"), <BoldOutlined />, active?.bold ?? false, () => chain().toggleBold().run())}
        {tool("italic", tb("italic"), <ItalicOutlined />, active?.italic ?? false, () =>
          chain().toggleItalic().run(),
        )}
        {tool("strike", tb("strike"), <StrikethroughOutlined />, active?.strike ?? false, () =>
          chain().toggleStrike().run(),
        )}
        {tool("bulletList", tb("bulletList"), <UnorderedListOutlined />, active?.bulletList ?? false, () =>
          chain().toggleBulletList().run(),
        )}
        {tool("orderedList", tb("orderedList"), <OrderedListOutlined />, active?.orderedList ?? false, () =>
          chain().toggleOrderedList().run(),
        )}
        {tool("quote", tb("quote"), null, active?.quote ?? false, () => chain().toggleBlockquote().run())}
        {tool("link", tb("link"), <LinkOutlined />, active?.link ?? false, () => {
          if (active?.link) return void chain().unsetLink().run();
          const href = askUrl(tb("linkPrompt"));
          if (href) chain().extendMarkRange("link").setLink({ href }).run();
        })}
        {tool("undo", tb("undo"), <UndoOutlined />, false, () => chain().undo().run())}
        {tool("redo", tb("redo"), <RedoOutlined />, false, () => chain().redo().run())}
      </Flex>
      <EditorContent editor={editor} style={{ padding: "4px 12px", minHeight: 180 }} />
    </div>
  );
}
