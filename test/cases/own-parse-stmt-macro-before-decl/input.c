/* dropbear's TRACE(X), defined as `dropbear_trace4 X;` or as nothing:
 * a statement macro that brings its own ';', here followed by a
 * declaration (fuzz/fuzz-wrapfd.c, src/svr-chansession.c) */
void wrapfd_setup(buffer *buf)
{
	TRACE(("wrapfd_setup"))

	// clean old ones
	int i;
	for (i = 0; i <= wrapfd_maxfd; i++)
		wrapfd_remove(i);
	wrapfd_maxfd = -1;
}

static int sessionsignal(const struct ChanSess *chansess)
{
	TRACE(("sessionsignal"))
	unsigned int sig = 0;

	if (chansess->pid == 0)
		return DROPBEAR_FAILURE;
	wrapfd_remove(sig);
	return DROPBEAR_SUCCESS;
}
