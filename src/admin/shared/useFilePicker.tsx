import { useRef, type ReactElement } from 'react';

/** A hidden file input and the function that opens it, for a button of one's own. */
export function useFilePicker(
  accept: string,
  label: string,
  onFile: (file: File) => void,
): { open: () => void; input: ReactElement } {
  const ref = useRef<HTMLInputElement>(null);
  const input = (
    <input
      ref={ref}
      type="file"
      accept={accept}
      hidden
      aria-label={label}
      onChange={(event) => {
        const file = event.target.files?.[0];
        // Cleared, so choosing the same file again is a change too.
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
  return { open: () => ref.current?.click(), input };
}
