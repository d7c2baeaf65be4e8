/* A struct initializer pattern with `.field = value` elements matches
 * a list holding more fields than it names, before, between and after
 * its own. */
struct ops var = {
	.owner = me,
	.open = my_open,
	.read = my_read,
	.close = my_close,
	.write = my_write,
};
