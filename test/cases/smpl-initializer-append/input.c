/* The last initializer has no comma after it: the one added after it
 * brings its own (where it stands is not Coccinelle's layout, which
 * ends the line before with it). */
static struct client template = {
	.name = "adv7175",
	.driver = &driver
};
