import { IntentionTool } from '@client/features/tools/intention-setting-tool/components/intention-tool';
import { ToolPage } from './tool-page';

export function IntentionSettingPage() {
  return (
    <ToolPage toolKey="intention-setting-tool">
      <IntentionTool />
    </ToolPage>
  );
}
