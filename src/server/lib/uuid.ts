const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from paths and bodies as text: anything but a uuid is simply not found (never a cast error). */
export const isUuid = (id: string) => UUID.test(id);
