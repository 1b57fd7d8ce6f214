import { createRouter } from "../../lib/create-router";
import { addHandler } from "./add.handlers";
import { add } from "./add.routes";

export const addRouter = createRouter();
addRouter.openAPIRegistry.registerPath(add);
addRouter.post(add.path, addHandler);
