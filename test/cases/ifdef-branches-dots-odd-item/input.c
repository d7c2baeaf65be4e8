/* An #ifdef inside an expression: spatch parses the function again
 * with its directives passed as comments, so both branches of the later
 * chain are one path and the rule's two lines match across #else. */
void probe(int err)
{
	if (err != EINVAL
#ifdef EBUSY
	    && err != EBUSY
#endif
	   )
		fail();
#ifdef CONFIG_A
	ready = 0;
#else
	ready = 0;
#endif
}
