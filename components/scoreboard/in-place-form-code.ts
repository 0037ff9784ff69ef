// One import site for the round form in place, shared by its `dynamic()` and its preload (the bundler splits every
// import() on its own, and a second site would fetch its own copy at the worst moment: the tap).
export const inPlaceFormCode = () => import("./in-place-form");
