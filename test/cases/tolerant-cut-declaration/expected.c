/* The macro's last argument is a statement (no header says what
 * get_cast is): clang's declaration stops before '=', and cfix's own
 * parser reads the whole declaration so the rule can match in it. */
void f(struct bus *bus)
{
	dev_t *dev = bus->data;
	int n = 0;

	n++;
}
