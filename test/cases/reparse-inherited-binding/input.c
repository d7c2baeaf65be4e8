void h(void)
{
	use(old(1));
	use(keep(1));
	drop(old(1));
	drop(keep(1));
}
