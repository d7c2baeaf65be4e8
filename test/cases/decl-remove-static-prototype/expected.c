int keep(void)
{
	/* `- T x;` removes the whole declaration, storage class too, of
	 * an array or a prototype as of a plain variable. */
	return 0;
}
