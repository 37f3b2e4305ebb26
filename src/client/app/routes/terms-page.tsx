import { LegalDocument } from '@client/features/help/components/legal-document';

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro="The agreement between you and Design Your Life when you use the website, its skills, tools and community. We have tried to keep it short and readable."
      pageId="terms"
    />
  );
}
