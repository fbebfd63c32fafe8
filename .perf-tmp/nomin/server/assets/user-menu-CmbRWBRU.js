import { t as can } from "./permissions-CeLJ-25C.js";
import { t as cn } from "./utils-C-mJS6jL.js";
import { c as UserAvatar, l as displayNameOf, s as AvatarButton, u as initialsOf } from "../entry-server.js";
import { Link } from "@tanstack/react-router";
import { jsx, jsxs } from "react/jsx-runtime";
import { LayoutDashboardIcon, LogOutIcon, PlusIcon, ShieldCheckIcon, UserPenIcon } from "lucide-react";
import { DropdownMenu } from "radix-ui";
// src/client/components/ui/dropdown-menu.tsx
function DropdownMenu$1(props) {
	return /* @__PURE__ */ jsx(DropdownMenu.Root, {
		"data-slot": "dropdown-menu",
		...props
	});
}
function DropdownMenuTrigger(props) {
	return /* @__PURE__ */ jsx(DropdownMenu.Trigger, {
		"data-slot": "dropdown-menu-trigger",
		...props
	});
}
function DropdownMenuContent({ className, sideOffset = 4, ...props }) {
	return /* @__PURE__ */ jsx(DropdownMenu.Portal, { children: /* @__PURE__ */ jsx(DropdownMenu.Content, {
		"data-slot": "dropdown-menu-content",
		sideOffset,
		className: cn("z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-[8rem] origin-(--radix-dropdown-menu-content-transform-origin) overflow-x-hidden overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md data-[side=bottom]:slide-in-from-top-2 data-[side=left]:slide-in-from-right-2 data-[side=right]:slide-in-from-left-2 data-[side=top]:slide-in-from-bottom-2 data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=closed]:zoom-out-95 data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=open]:zoom-in-95", className),
		...props
	}) });
}
function DropdownMenuGroup(props) {
	return /* @__PURE__ */ jsx(DropdownMenu.Group, {
		"data-slot": "dropdown-menu-group",
		...props
	});
}
function DropdownMenuItem({ className, inset, variant = "default", ...props }) {
	return /* @__PURE__ */ jsx(DropdownMenu.Item, {
		"data-slot": "dropdown-menu-item",
		"data-inset": inset,
		"data-variant": variant,
		className: cn("relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden select-none focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[inset]:pl-8 data-[variant=destructive]:text-destructive data-[variant=destructive]:focus:bg-destructive/10 data-[variant=destructive]:focus:text-destructive dark:data-[variant=destructive]:focus:bg-destructive/20 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 [&_svg:not([class*='text-'])]:text-muted-foreground data-[variant=destructive]:*:[svg]:!text-destructive", className),
		...props
	});
}
function DropdownMenuLabel({ className, inset, ...props }) {
	return /* @__PURE__ */ jsx(DropdownMenu.Label, {
		"data-slot": "dropdown-menu-label",
		"data-inset": inset,
		className: cn("px-2 py-1.5 text-sm font-medium data-[inset]:pl-8", className),
		...props
	});
}
function DropdownMenuSeparator({ className, ...props }) {
	return /* @__PURE__ */ jsx(DropdownMenu.Separator, {
		"data-slot": "dropdown-menu-separator",
		className: cn("-mx-1 my-1 h-px bg-border", className),
		...props
	});
}
// src/client/app/layout/user-menu.tsx
/**
* The signed-in user's avatar menu (SPEC §2): name and e-mail, then Dashboard, Submit Quote, Edit Profile
* and Log out. Add entries to the first group.
*/
function UserMenu({ user, onEditProfile, onSubmitQuote, onLogout, className }) {
	const name = displayNameOf(user);
	return /* @__PURE__ */ jsxs(DropdownMenu$1, {
		modal: false,
		children: [/* @__PURE__ */ jsx(DropdownMenuTrigger, {
			asChild: true,
			children: /* @__PURE__ */ jsx(AvatarButton, {
				initials: initialsOf(user),
				name,
				className
			})
		}), /* @__PURE__ */ jsxs(DropdownMenuContent, {
			align: "end",
			className: "w-72",
			"data-testid": "user-menu",
			children: [
				/* @__PURE__ */ jsxs(DropdownMenuLabel, {
					className: "flex items-center gap-3 font-normal",
					children: [/* @__PURE__ */ jsx(UserAvatar, {
						initials: initialsOf(user),
						className: "size-9"
					}), /* @__PURE__ */ jsxs("span", {
						className: "grid min-w-0 leading-tight",
						children: [/* @__PURE__ */ jsx("span", {
							className: "truncate font-medium",
							children: name
						}), /* @__PURE__ */ jsx("span", {
							className: "truncate text-xs text-muted-foreground",
							title: user.email,
							children: user.email
						})]
					})]
				}),
				/* @__PURE__ */ jsx(DropdownMenuSeparator, {}),
				/* @__PURE__ */ jsxs(DropdownMenuGroup, { children: [
					/* @__PURE__ */ jsx(DropdownMenuItem, {
						asChild: true,
						children: /* @__PURE__ */ jsxs(Link, {
							to: "/dashboard",
							children: [/* @__PURE__ */ jsx(LayoutDashboardIcon, { "aria-hidden": "true" }), "Dashboard"]
						})
					}),
					can(user.role, "viewAdminPanel") && /* @__PURE__ */ jsx(DropdownMenuItem, {
						asChild: true,
						children: /* @__PURE__ */ jsxs(Link, {
							to: "/admin",
							children: [/* @__PURE__ */ jsx(ShieldCheckIcon, { "aria-hidden": "true" }), "Admin"]
						})
					}),
					/* @__PURE__ */ jsxs(DropdownMenuItem, {
						onSelect: onSubmitQuote,
						children: [/* @__PURE__ */ jsx(PlusIcon, { "aria-hidden": "true" }), "Submit Quote"]
					}),
					/* @__PURE__ */ jsxs(DropdownMenuItem, {
						onSelect: onEditProfile,
						children: [/* @__PURE__ */ jsx(UserPenIcon, { "aria-hidden": "true" }), "Edit Profile"]
					})
				] }),
				/* @__PURE__ */ jsx(DropdownMenuSeparator, {}),
				/* @__PURE__ */ jsxs(DropdownMenuItem, {
					onSelect: onLogout,
					children: [/* @__PURE__ */ jsx(LogOutIcon, { "aria-hidden": "true" }), "Log out"]
				})
			]
		})]
	});
}
export { UserMenu as default };
