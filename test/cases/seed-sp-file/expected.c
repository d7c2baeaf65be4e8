/* The rule from issue 2, given with --sp-file instead of the built-in. */
#define ACPI_WMI_METHOD 0x2
#define ACPI_WMI_EXPENSIVE 0x1

struct wmi_block {
    unsigned int flags;
};

int wmi_method_enable(struct wmi_block *block)
{
    if (!(block->flags & ACPI_WMI_METHOD))
        return -1;
    if (!(block->flags & ACPI_WMI_EXPENSIVE))
        return 1;
    return 0;
}
