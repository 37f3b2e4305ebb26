/** The legal disclaimer (page 'legal-disclaimer'), in Markdown; seeded once, then edited by admins. */
export const legalDisclaimerPage = `Last updated: 22 November 2026

## Educational and self-help purposes only

The skills, tools and other content on Design Your Life are provided for general educational and self-help purposes. They draw on evidence-based approaches such as cognitive behavioural therapy (CBT), dialectical behaviour therapy (DBT), acceptance and commitment therapy (ACT), mindfulness and self-compassion research, adapted for people to use on their own.

## No substitute for professional care

**Design Your Life is no substitute for professional care. It does not provide medical, psychological or psychiatric advice, diagnosis or treatment.** Always seek the advice of a doctor, psychologist or other qualified health professional about any questions you have regarding your mental or physical health. Never ignore professional advice, or delay seeking it, because of something you have read or done here.

If you are receiving treatment, do not stop or change it, including any medication, without talking to the professional who provides it.

## Emergencies and crisis

Design Your Life is not an emergency or crisis service. Nobody monitors your entries, and we cannot respond to emergencies. If you or someone else is in danger, contact emergency services straight away.

## No professional relationship

Using the service, reading its content or taking part in the community does not create a therapist–client, doctor–patient or any other professional relationship between you and Design Your Life, our team or other members.

## Use your own judgement

You are responsible for how you use the skills and tools. Go at your own pace and stop any exercise that makes you feel worse. For example, if a breathing exercise makes you dizzy, return to breathing normally. Some practices, such as reflecting on painful memories, are best done with the support of a professional.

## Community content

Posts and replies in the community are written by members sharing their own experiences. They are not professional advice, and they do not reflect our views. We moderate content that is reported to us, but we cannot check everything that is posted. Read our [terms of service](/terms) for the community rules.

## No guaranteed results

We take care to base our content on well-established research, but research develops and people respond differently. We do not promise that the content is complete or always up to date, or that using the service will produce any particular result. To the extent the law allows, we are not liable for any loss arising from reliance on the content, as further set out in our terms of service.

## Links to other websites

We link to a small number of outside resources, such as crisis line directories. We do not control those websites and are not responsible for their content or availability, but we choose them with care.

## Contact us

Questions about this disclaimer? Write to us through the [contact page](/contact). For general help, visit the [Help Center](/help).
`;
