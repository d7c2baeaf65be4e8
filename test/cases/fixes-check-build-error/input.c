/* --check-build: the fix makes a call with an argument too many, an
 * error the file did not have before (its existing error, the undeclared
 * 'missing', does not count): refused, with the compiler's message and
 * where it is. */
void reset(int);

void run(int dev)
{
	reset(dev);
	missing(dev);
}
