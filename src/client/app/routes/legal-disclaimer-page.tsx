import { LegalDocument } from '@client/features/help/components/legal-document';

export function LegalDisclaimerPage() {
  return (
    <LegalDocument
      title="Legal Disclaimer"
      intro="Design Your Life can support your wellbeing, but it has limits. Please read this before relying on anything you find here."
      pageId="legal-disclaimer"
      crisisHelpAfter="emergencies-and-crisis"
    />
  );
}
