import { IntentionTool } from '@client/features/tools/intention-setting-tool/components/intention-tool';
import { MemberDayScope } from '../../shell/member-day-scope';
import { ToolPage } from './tool-page';

export function IntentionSettingPage() {
  return (
    <ToolPage toolKey="intention-setting-tool" writableOffline>
      <MemberDayScope>
        <IntentionTool />
      </MemberDayScope>
    </ToolPage>
  );
}
