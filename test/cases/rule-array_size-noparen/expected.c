/* sizeof without parentheses (tools/usb/ffs-test.c writes it so): the rule's
 * parentheses are optional in the code, and the fix must still be
 * ARRAY_SIZE(threads). */
static int threads[4];

int count(void)
{
	return ARRAY_SIZE(threads);
}

int count2(void)
{
	return ARRAY_SIZE(threads);
}
