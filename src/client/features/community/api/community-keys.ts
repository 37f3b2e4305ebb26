/** Every community query lives under this key, so one refetch after a write refreshes each reader. */
export const communityKey = ['community'] as const;
