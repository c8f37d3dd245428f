/** Setup of the `components` Jest project: DOM matchers (toBeInTheDocument, toHaveAccessibleName...). */
import "@testing-library/jest-dom";
