/* --check-build on a file no compile database names: the fix is applied
 * as without the option, and a warning says the file was not checked. */
void reset(int);

void run(int dev)
{
	reset(dev);
}
