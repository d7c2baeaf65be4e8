void h(void)
{
	use(old(1));
	use(keep(1));
	drop(keep(1));
	old(2);
}
