const steps: { title: string; text: string }[] = [
  {
    title: 'Create your free account',
    text: 'All it takes is your name, an email address and a password. Free membership includes four skill categories and seven tools.',
  },
  {
    title: 'Choose one small practice',
    text: 'Try two minutes of mindful breathing, three lines of gratitude, or a skill from the library that speaks to how you feel today.',
  },
  {
    title: 'Come back and notice the change',
    text: 'A few minutes most days adds up. Your dashboard shows your progress, and your entries stay private to you.',
  },
];

/** Three steps from sign-up to noticing the change. */
export function HowItWorksSection({ title = 'How it works' }: { title?: string }) {
  return (
    <section aria-labelledby="home-how">
      <h2 id="home-how" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span
              aria-hidden="true"
              className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-teal-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
