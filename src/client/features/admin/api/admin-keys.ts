/** Every admin query lives under this key. */
export const adminKey = ['admin'] as const;
