import type { HomepageSection } from '@shared/content/content.schemas';
import { CallToActionSection } from '@client/features/home/components/call-to-action-section';
import { CareNoteSection } from '@client/features/home/components/care-note-section';
import { HeroSection } from '@client/features/home/components/hero-section';
import { HowItWorksSection } from '@client/features/home/components/how-it-works-section';
import { PreviewSection } from '@client/features/home/components/preview-section';
import { CategoryGrid } from '@client/features/library/components/category-grid';
import { ToolGrid } from '@client/features/library/components/tool-grid';
import { useContent } from '@client/features/library/content-api';

const text = (settings: Record<string, unknown>, key: string) =>
  typeof settings[key] === 'string' ? settings[key] : undefined;
const number = (settings: Record<string, unknown>, key: string) =>
  typeof settings[key] === 'number' ? settings[key] : undefined;

/** The home page, built from homepage_layout in display order, skipping hidden sections. */
export function HomePage() {
  const { data } = useContent();
  if (!data) return <HeroSection />;
  const sections = data.homepageLayout.filter((s) => s.isVisible);
  const render = ({ sectionKey, settings }: HomepageSection) => {
    switch (sectionKey) {
      case 'hero':
        return <HeroSection tagline={text(settings, 'tagline')} subtitle={text(settings, 'subtitle')} />;
      case 'library-preview':
        return (
          <PreviewSection
            id="home-library"
            title={text(settings, 'title') ?? 'Skills you can learn in minutes'}
            link={{ to: '/library', label: 'Browse the library' }}
          >
            <CategoryGrid bundle={data} limit={number(settings, 'count') ?? 3} />
          </PreviewSection>
        );
      case 'tools-preview':
        return (
          <PreviewSection
            id="home-tools"
            title={text(settings, 'title') ?? 'Tools that turn skills into habits'}
            link={{ to: '/tools', label: 'See all tools' }}
          >
            <ToolGrid tools={data.tools} limit={number(settings, 'count') ?? 6} />
          </PreviewSection>
        );
      case 'how-it-works':
        return <HowItWorksSection title={text(settings, 'title')} />;
      case 'call-to-action':
        return <CallToActionSection title={text(settings, 'title')} />;
      default:
        return null;
    }
  };
  return (
    <div className="space-y-16 sm:space-y-20">
      {sections.some((s) => s.sectionKey === 'hero') ? null : <h1 className="sr-only">Design Your Life</h1>}
      {sections.map((section) => (
        <div key={section.sectionKey}>{render(section)}</div>
      ))}
      <CareNoteSection />
    </div>
  );
}
