import { LegalDocument } from '@client/features/help/components/legal-document';

export function CookiesPage() {
  return (
    <LegalDocument
      title="Cookie Policy"
      intro="Design Your Life uses one essential cookie, only to keep you signed in. No tracking, no analytics, no advertising."
      pageId="cookies"
    />
  );
}
