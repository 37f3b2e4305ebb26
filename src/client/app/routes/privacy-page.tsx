import { LegalDocument } from '@client/features/help/components/legal-document';

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro="What we collect when you use Design Your Life, why, who can see it, and the choices you have. In short: your journal is yours, we do not track you, and we do not sell your data."
      pageId="privacy"
    />
  );
}
