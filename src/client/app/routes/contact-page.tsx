import { Link } from 'react-router';
import { Card } from '@client/components/ui/card';
import { PageHeader } from '@client/components/ui/page-header';
import { ContactForm } from '@client/features/contact/components/contact-form';

export function ContactPage() {
  return (
    <>
      <PageHeader
        title="Contact us"
        description="Questions about your account, an idea for a tool, or something that didn't work? Write to us and a person will read it."
      />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <Card>
          <ContactForm />
        </Card>
        <aside
          aria-labelledby="contact-urgent"
          className="space-y-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950"
        >
          <h2 id="contact-urgent" className="text-lg font-semibold">
            Need help right now?
          </h2>
          <p>
            This form is not watched around the clock. If you are in danger or thinking about harming
            yourself, call your local emergency number now. In the US, call or text{' '}
            <a href="tel:988" className="font-semibold underline">
              988
            </a>
            ; in the UK and Ireland, Samaritans answer on{' '}
            <a href="tel:116123" className="font-semibold underline">
              116 123
            </a>
            .
          </p>
          <p>
            Many answers are already in the{' '}
            <Link to="/help" className="font-semibold underline">
              Help Center
            </Link>
            .
          </p>
        </aside>
      </div>
    </>
  );
}
