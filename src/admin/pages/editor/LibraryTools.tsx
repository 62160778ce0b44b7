// The rich-text box's library buttons (issue 14 item 1: "the editor's image
// and link pickers open the library"): an image of the library inserted at
// the cursor with its alt text, and a link to any library file —
// on the selected text, or as a new link named after the file.
import type { Editor } from '@tiptap/core';
import { LibraryButton } from '../media/LibraryButton.js';

export function LibraryTools({ editor }: { editor: Editor }) {
  return (
    <>
      <LibraryButton
        title="Insert an image of the library"
        kind="image"
        text="Image"
        ariaLabel="Image from library"
        variant="text"
        onChoose={(item) =>
          editor
            .chain()
            .focus()
            .insertContent({ type: 'image', attrs: { src: item.url, alt: item.alt } })
            .run()
        }
      />
      <LibraryButton
        title="Link to a file of the library"
        text="File link"
        ariaLabel="File link from library"
        variant="text"
        onChoose={(item) => {
          const chain = editor.chain().focus();
          if (editor.state.selection.empty) chain.insertContent({ type: 'text', text: item.title, marks: [{ type: 'link', attrs: { href: item.url } }] }).run();
          else chain.extendMarkRange('link').setMark('link', { href: item.url }).run();
        }}
      />
    </>
  );
}
