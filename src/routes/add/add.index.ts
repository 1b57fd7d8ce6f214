import { createRouter } from "../../lib/create-router";
import { addHandler, addTextHandler } from "./add.handlers";
import { add, addText } from "./add.routes";

export const addRouter = createRouter();
addRouter.openAPIRegistry.registerPath(add);
addRouter.post(add.path, addHandler);
addRouter.openapi(addText, addTextHandler);
