// Our labels of "Create Study" and its assortment choice (spec 3 §2 names the button only).
export const CREATE_TEXT = {
  createStudy: "Create Study",
  chooseTitle: "Choose an assortment",
  chooseBody: "The new study is made for the products of this assortment.",
  assortment: "Assortment",
  create: "Create",
  creating: "Creating...",
  cancel: "Cancel",
  noAssortments: "This brand has no assortment yet. Create one on the timeline first.",
} as const;
