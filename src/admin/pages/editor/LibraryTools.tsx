// The rich-text box's library buttons (issue 14 item 1: "the editor's image
// and link pickers open the library"): an image of the library inserted at
// the cursor with its alt text, and a link to any library file —
// on the selected text, or as a new link named after the file.
import type { Editor } from '@tiptap/core';
import { LibraryButton } from '../media/LibraryButton.js';
import { useText } from '../../i18n/use-text.js';

export function LibraryTools({ editor }: { editor: Editor }) {
  const text = useText();
  return (
    <>
      <LibraryButton
        title={text('editor.library.imageTitle')}
        kind="image"
        text={text('editor.library.image')}
        ariaLabel={text('editor.library.imageLabel')}
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
        title={text('editor.library.fileTitle')}
        text={text('editor.library.file')}
        ariaLabel={text('editor.library.fileLabel')}
        variant="text"
        onChoose={(item) => {
          const chain = editor.chain().focus();
          if (editor.state.selection.empty)
            chain
              .insertContent({ type: 'text', text: item.title, marks: [{ type: 'link', attrs: { href: item.url } }] })
              .run();
          else chain.extendMarkRange('link').setMark('link', { href: item.url }).run();
        }}
      />
    </>
  );
}
