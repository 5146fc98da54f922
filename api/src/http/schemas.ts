// JSON schemas shared by several routes. Response schemas also drive serialization, so a field
// not listed here never leaks out.
export const customerIdSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' } as const;

export const customerSchema = {
  type: 'object',
  required: ['id', 'name', 'shortname', 'logo', 'address', 'phone', 'email', 'timeZone', 'apps_config'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    shortname: { type: 'string' },
    logo: { type: 'string' },
    address: { type: 'string' },
    phone: { type: 'string' },
    email: { type: 'string' },
    timeZone: { type: 'string' },
    apps_config: {
      type: 'object',
      properties: {
        socialNetworks: {
          type: 'array',
          items: {
            type: 'object',
            required: ['name', 'url'],
            properties: { name: { type: 'string' }, url: { type: 'string' }, image: { type: 'string' } },
          },
        },
      },
    },
  },
} as const;

const menuLeaf = {
  type: 'object',
  required: ['label', 'url'],
  properties: { label: { type: 'string' }, url: { type: 'string' }, page_id: { type: 'integer' } },
} as const;

// The menu is at most three levels deep (toMenuTree stops there).
const menuLevel2 = {
  ...menuLeaf,
  properties: { ...menuLeaf.properties, children: { type: 'array', items: menuLeaf } },
} as const;

export const menuEntrySchema = {
  ...menuLeaf,
  properties: { ...menuLeaf.properties, children: { type: 'array', items: menuLevel2 } },
} as const;

export const postSchema = {
  type: 'object',
  required: ['id', 'title', 'excerpt', 'image', 'images', 'body', 'format', 'created', 'updated', 'features_img'],
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    excerpt: { type: 'string' },
    image: { type: 'string' },
    images: { type: 'array', items: { type: 'string' } },
    body: { type: 'string' },
    format: { type: 'string', enum: ['standard', 'gallery', 'video'] },
    created: { type: 'string' },
    updated: { type: 'string' },
    features_img: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const departmentSchema = {
  type: 'object',
  required: ['id', 'name', 'is_active'],
  properties: { id: { type: 'integer' }, name: { type: 'string' }, is_active: { type: 'boolean' } },
} as const;

export const procedureSchema = {
  type: 'object',
  required: ['id', 'name', 'description', 'department', 'departmentId', 'requirements', 'product'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    description: { type: 'string' },
    department: departmentSchema,
    departmentId: { type: 'integer' },
    requirements: {
      type: 'array',
      items: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } },
    },
    product: {
      anyOf: [
        { type: 'object', required: ['calc_price'], properties: { calc_price: { type: 'number' } } },
        { type: 'null' },
      ],
    },
  },
} as const;

/** The answer to a write that created one row: `201 {res: 1, data: {id}, message}`. */
export const createdSchema = {
  type: 'object',
  required: ['res', 'data', 'message'],
  properties: {
    res: { type: 'integer' },
    data: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
    message: { type: 'string' },
  },
} as const;
