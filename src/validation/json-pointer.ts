/** The keys a JSON pointer (RFC 6901) walks, unescaped. */
export function pointerSteps(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((step) => step.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Reads the value at a JSON pointer, or undefined when the path does not exist. */
export function valueAtPointer(document: unknown, pointer: string): unknown {
  let current: unknown = document;
  for (const key of pointerSteps(pointer)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Writes the value at a JSON pointer whose parent exists, in place (an immer draft, or a copy). */
export function writeAtPointer(document: unknown, pointer: string, value: unknown): void {
  const cut = pointer.lastIndexOf('/');
  const parent = valueAtPointer(document, pointer.slice(0, cut));
  const [key] = pointerSteps(pointer.slice(cut));
  if (key === undefined || parent === null || typeof parent !== 'object')
    throw new Error(`The document has no place at "${pointer}".`);
  (parent as Record<string, unknown>)[key] = value;
}

export function appendPointer(pointer: string, key: string | number): string {
  return `${pointer}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}
