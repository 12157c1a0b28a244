import { ErrorScreen, StatusScreen } from "~/components/ui/status-screen";
import { certificatesTexts } from "~/i18n/certificates";
import { useTexts } from "~/i18n/language";
import { certificateCheckPath } from "~/utils/certificate-paths";

/** A certificate page's or check's refusal: "not found", with the way to type the code again. */
export function CertificateErrorScreen() {
  const t = useTexts(certificatesTexts);
  return (
    <ErrorScreen
      notFound={
        <StatusScreen
          code="404"
          title={t.verify.notFoundTitle}
          message={t.verify.notFound}
          link={{ to: certificateCheckPath(), label: t.verify.title }}
        />
      }
    />
  );
}
