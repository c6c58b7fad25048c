/**
 * The content codings an Accept-Encoding header allows: those listed without "q=0". A client may
 * name a coding only to refuse it ("br;q=0"); a plain substring test would send it anyway.
 */
export function acceptedEncodings(header: string | string[] | undefined): string[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text
    .split(',')
    .map((part) => {
      const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const quality = parameters.find((parameter) => /^q=/i.test(parameter));
      return { name: name.toLowerCase(), weight: quality ? Number(quality.slice(2)) : 1 };
    })
    .filter(({ name, weight }) => name !== '' && weight > 0)
    .map(({ name }) => name);
}
