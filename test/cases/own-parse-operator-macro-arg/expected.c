/* dropbear's scp.c and libusb's io.c: a comparison macro takes the
 * operator as an argument */
void bwlimit(struct timeval bwstart, struct timeval bwend)
{
	if (timercmp(&bwstart, &bwend, >)) {
		timersub(&bwstart, &bwend, &bwend);
		bar(&bwend);
	}
}

/* GLib's tests (libusb's tests/umockdev.c) */
static void test_attach(struct fixture *fixture)
{
	g_assert_cmpint(attach(fixture->testbed, NULL), ==, 1);
	bar(fixture);
}
