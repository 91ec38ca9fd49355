import { z } from '../zod';

/**
 * An app's SAML settings (`apps.samlConfiguration`): what the single sign-on needs, written once for the
 * sign-on itself, the tenant packs and the console's form.
 */
export const samlConfiguration = z.object({
  /** The identity provider's single sign-on address (HTTP-Redirect binding). */
  entryPoint: z.url('Informe o endereço de login do provedor de identidade (https://...).'),
  /** The identity provider's signing certificate (PEM or base64), or its public key in PEM. */
  idpCert: z.string().min(40, 'Cole o certificado de assinatura do provedor de identidade (PEM ou base64).'),
  /** Our entity id at the identity provider; defaults to `trilha:<bucket>`. */
  issuer: z.string().max(500).optional(),
  /** The identity provider's entity id, checked on answers when given. */
  idpIssuer: z.string().max(500).optional(),
  /** Send visitors of the login page straight to the identity provider. */
  autoRedirect: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  /** Where logout sends the member (the identity provider's single-logout address). */
  logoutUrl: z.url('Endereço de saída inválido (https://...).').optional(),
  /** Create a member the first time someone the identity provider vouches for signs in (default true). */
  jitProvisioning: z.boolean().optional(),
  /** Attribute with the e-mail; the NameID is used when absent. */
  emailAttribute: z.string().max(500).optional(),
  /** Attribute with the display name. */
  nameAttribute: z.string().max(500).optional(),
});
export type SamlConfiguration = z.infer<typeof samlConfiguration>;
