/** The variants' naming lives with the content (the server's uploads make them too). */
export * from '../content/image-variants.ts';
