import "server-only";
// Grouped studies (spec 3 §5, §7): the services REST and GraphQL adapt (docs/contracts/p3-studies.md).
export { saveSurveyGroup } from "./save-survey-group";
export { listSurveyGroups, getSurveyGroup } from "./get-survey-groups";
export { validateSurveyGroup, ZSurveyGroupBody, type TSurveyGroupBody, type TValidGroup } from "./validate-group";
export { groupLinks } from "./group-links";
