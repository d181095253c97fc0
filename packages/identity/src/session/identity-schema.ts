/**
 * The identity JSON schema this service implements (served like Kratos's /schemas/{id}); the
 * forms in flows/traits.ts follow it.
 */
export const identitySchema = {
  $id: 'https://schemas.pool/identity.schema.json',
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Person',
  type: 'object',
  properties: {
    traits: {
      type: 'object',
      properties: {
        email: {
          type: 'string',
          format: 'email',
          title: 'E-Mail',
          minLength: 3,
          'ory.sh/kratos': {
            credentials: { password: { identifier: true } },
            verification: { via: 'email' },
            recovery: { via: 'email' },
          },
        },
        terms_agreed: { type: 'boolean', title: 'I agree to the terms of service', const: true },
        language: { type: 'string', title: 'Language' },
      },
      required: ['email', 'terms_agreed'],
      additionalProperties: false,
    },
  },
};
