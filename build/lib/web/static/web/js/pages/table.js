// Entry point of the game table page.
import { TableController } from "../table/controller.js";

const root = document.getElementById("app");
new TableController(root).start();
